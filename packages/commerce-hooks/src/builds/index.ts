export {
  BUILD_CHECK_INTERVAL_MS,
  CHUNK_RELOAD_GUARD_MS,
  fetchBuildId,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadAfterChunkError,
  watchBuild,
  type BuildWatchOptions,
  type ReloadGuardOptions,
} from './build-watch';
export { useNewBuild } from './use-new-build';
