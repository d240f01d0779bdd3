// The content sections; each component's folder exports through here.
export {};
