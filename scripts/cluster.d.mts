export declare const CLUSTER_PORTS: {
  front: number;
  commerceFront: number;
  storefronts: number[];
  commerce: number[];
  postgres: number;
  redis: number;
};

export type ClusterProcess =
  'commerce-a' | 'commerce-b' | 'worker' | 'storefront-a' | 'storefront-b';

export interface Cluster {
  frontUrl: string;
  commerceFrontUrl: string;
  commerceUrls: string[];
  storefrontUrls: string[];
  redisUrl: string;
  secrets: Record<string, string>;
  dataDir: string;
  kill(name: ClusterProcess, signal?: NodeJS.Signals): Promise<void>;
  restart(name: ClusterProcess): Promise<void>;
  stop(): Promise<void>;
}

export declare function startCluster(options?: { output?: 'ignore' | 'inherit' }): Promise<Cluster>;
