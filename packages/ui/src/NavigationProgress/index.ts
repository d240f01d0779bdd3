export { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';
