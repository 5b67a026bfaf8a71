// The profile photo's square crop with JavaScript (001 §2.4: it starts at 30 percent of the width).
// Loaded only when a photo is chosen. The crop travels with the form in percent; the server cuts and
// resizes the stored images itself (without JavaScript it takes the centre square).
import { useState, type SyntheticEvent } from "react";
import ReactCrop, { centerCrop, makeAspectCrop, type PercentCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";

export default function PhotoCrop({ src, label }: { src: string; label: string }) {
  const [crop, setCrop] = useState<PercentCrop>();

  function start(event: SyntheticEvent<HTMLImageElement>) {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    setCrop(centerCrop(makeAspectCrop({ unit: "%", width: 30 }, 1, width, height), width, height));
  }

  const value = (n: number | undefined) => (n === undefined ? "" : n.toFixed(4));
  return (
    <div className="space-y-2">
      <ReactCrop crop={crop} onChange={(_, percent) => setCrop(percent)} aspect={1} keepSelection ruleOfThirds>
        <img src={src} alt={label} onLoad={start} className="max-h-96" />
      </ReactCrop>
      <input type="hidden" name="crop_x" value={value(crop?.x)} />
      <input type="hidden" name="crop_y" value={value(crop?.y)} />
      <input type="hidden" name="crop_width" value={value(crop?.width)} />
      <input type="hidden" name="crop_height" value={value(crop?.height)} />
    </div>
  );
}
