// The Chromium features the end-to-end browser runs without (playwright.config.ts's launch options).
/**
 * Playwright's own --disable-features list (its chromiumSwitches), repeated here because Chromium keeps
 * only the last --disable-features switch it is given. tests/e2e/browser-flags.spec.ts reads both from
 * chrome://version and fails, naming the feature, when a Playwright upgrade changes Playwright's list.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];
/**
 * Headless Chromium still builds a window's omnibox popups as WebUI pages: two renderer processes
 * loading chrome://omnibox-popup.top-chrome for every browser context, that is for every test. No test
 * has an address bar; without them the end-to-end phase spends about a tenth less CPU.
 */
export const omittedBrowserFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const disabledFeaturesSwitch = `--disable-features=${[...playwrightDisabledFeatures, ...omittedBrowserFeatures].join(",")}`;
