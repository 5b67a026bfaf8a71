#!/usr/bin/env bash
# Makes the demo's video clips (demo/media/*.mp4): six-second title cards in the cover palettes of the
# demo's categories (server/domain/media/covers.ts), H.264 + AAC in MP4 with the index at the front,
# so a browser plays them and reads their duration at once. Run once, by hand, on a machine with
# ffmpeg (Debian's ffmpeg 5.1 made the committed files); the seed only copies them into storage
# (server/seed/media.ts), so neither `npm start` nor `npm run seed` needs ffmpeg.
# The output is bit-exact for a given ffmpeg build (no metadata, one thread, bitexact flags).
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg=${FFMPEG:-/usr/bin/ffmpeg}
out=demo/media
fonts=/usr/share/fonts/truetype/dejavu
seconds=6
mkdir -p "$out"

# name | heading | line | gradient from | gradient to | band
clips=(
  "yoga|Yoga|A sample clip for the demo's yoga classes|0x1f5f5b|0x8fb8a4|0x0f2e2c"
  "fitness|Fitness|A sample clip for the demo's fitness classes|0x9b1c23|0xe0662f|0x3d0b0e"
  "business|Business|A sample clip for the demo's business courses|0x1f3a5f|0x4f7cac|0x0e1b2c"
  "arts|Arts|A sample clip for the demo's art classes|0x5b2a6e|0xd4627a|0x2a1233"
  "host|Meet your host|A sample clip for the demo's host profiles|0x1b2f3a|0x3f6e8a|0x0e1a21"
)

for clip in "${clips[@]}"; do
  IFS='|' read -r name heading line from to band <<<"$clip"
  video="[0:v]drawbox=x=0:y=250:w=iw:h=110:color=${band}@0.65:t=fill"
  video+=",drawtext=fontfile=${fonts}/DejaVuSans-Bold.ttf:text='MARQUEE  ·  DEMO VIDEO':fontsize=18:fontcolor=0xf3ede3:x=40:y=40"
  video+=",drawtext=fontfile=${fonts}/DejaVuSerif-Bold.ttf:text='${heading}':fontsize=60:fontcolor=white:x=40:y=165"
  video+=",drawtext=fontfile=${fonts}/DejaVuSans.ttf:text='${line//\'/’}':fontsize=20:fontcolor=0xf3ede3:x=40:y=272"
  video+=",drawbox=x=40:y=318:w=560:h=4:color=white@0.35:t=fill[card]"
  # A marker that crosses the bar in the clip's six seconds: the picture visibly moves while it plays.
  video+=";color=c=white:s=12x12:r=24:d=${seconds}[dot];[card][dot]overlay=x='40+548*t/${seconds}':y=314:shortest=1"
  # No fade: the first frame (what a paused player shows) and the last are the card itself.
  video+=",format=yuv420p[v]"
  # A quiet open fifth (A3 and E4) that fades in and out: the clip has sound, not a beep.
  audio="[1:a][2:a]amix=inputs=2,volume=0.12,afade=t=in:d=0.6,afade=t=out:st=$((seconds - 1)):d=1[a]"
  "$ffmpeg" -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=${from}:c1=${to}:x0=0:y0=0:x1=640:y1=360:n=2:speed=0.01:seed=36:r=24:d=${seconds}" \
    -f lavfi -i "sine=f=220:r=44100:d=${seconds}" \
    -f lavfi -i "sine=f=330:r=44100:d=${seconds}" \
    -filter_complex "${video};${audio}" -map "[v]" -map "[a]" \
    -c:v libx264 -preset veryslow -crf 30 -profile:v main -threads 1 \
    -c:a aac -b:a 48k -ac 1 \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -t "$seconds" "$out/$name.mp4"
  echo "$out/$name.mp4: $(stat -c %s "$out/$name.mp4") bytes"
done
