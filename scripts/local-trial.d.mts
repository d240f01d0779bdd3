export declare function localSecrets(dataDir: string): Record<string, string>;
export declare function localTrialEnv(options: {
  commercePort: number;
  storefrontPort: number;
  dataDir: string;
  environment: Record<string, string | undefined>;
}): {
  shared: Record<string, string>;
  commerce: Record<string, string>;
  storefront: Record<string, string>;
};
