export {
  createPersonalStore,
  INITIAL_PERSONAL,
  type LiveClient,
  type PersonalActions,
  type PersonalCalls,
  type PersonalResult,
  type PersonalSnapshot,
  type PersonalStore,
  type PromotionResult,
} from './store';
export {
  PersonalProvider,
  useLiveClient,
  usePersonal,
  usePersonalActions,
  usePersonalStore,
} from './provider';
export { whenIdle } from './idle';
