import { useEffect, useState } from 'react';
import { installChunkReloadGuard, watchBuild, type BuildWatchOptions } from './build-watch';

/**
 * The id of a newer live build, or null; the page offers a reload when it is set. Installs the
 * chunk-load reload guard for as long as it is mounted.
 */
export function useNewBuild(options: Omit<BuildWatchOptions, 'onNewBuild'>): string | null {
  const [newBuild, setNewBuild] = useState<string | null>(null);
  const { currentBuildId, url, intervalMs } = options;
  useEffect(() => {
    const stopWatching = watchBuild({ currentBuildId, url, intervalMs, onNewBuild: setNewBuild });
    const removeGuard = installChunkReloadGuard();
    return () => {
      stopWatching();
      removeGuard();
    };
  }, [currentBuildId, url, intervalMs]);
  return newBuild;
}
