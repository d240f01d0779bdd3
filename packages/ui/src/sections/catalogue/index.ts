// The catalogue sections; each component's folder exports through here.
export {};
