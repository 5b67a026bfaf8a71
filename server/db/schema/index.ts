export * from "./accounts";
export * from "./platform";
export * from "./catalog";
export * from "./channels";
export * from "./commerce";
export * from "./support";
export * from "./sandbox";
