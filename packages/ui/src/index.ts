export { Badge, type BadgeProps } from './Badge';
export { Box, type BoxProps } from './Box';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  PlainButton,
  type PlainButtonProps,
} from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { Columns, type ColumnsProps } from './Columns';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { Container, type ContainerProps } from './Container';
export {
  DeferredTrigger,
  type DeferredTriggerElement,
  type DeferredTriggerProps,
  type NativeTriggerProps,
} from './DeferredTrigger';
export { Accordion, Disclosure, type AccordionProps, type DisclosureProps } from './Disclosure';
export {
  Countdown,
  createCountdown,
  secondsLeft,
  useCountdown,
  type CountdownController,
  type CountdownProps,
} from './Countdown';
export { Divider, type DividerProps } from './Divider';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorScreen, ERROR_REDIRECT_MS, type ErrorScreenProps } from './ErrorScreen';
export {
  Gallery,
  GALLERY_VISIBLE_THUMBNAILS,
  keyStep,
  shownThumbnails,
  SWIPE_MIN_PX,
  swipeStep,
  wrapIndex,
  type GalleryImage,
  type GalleryProps,
} from './Gallery';
export { Grid, type GridProps } from './Grid';
export { Heading, type HeadingProps } from './Heading';
export {
  IconArrowEnd,
  IconArrowStart,
  IconCart,
  IconChevronDown,
  IconChevronEnd,
  IconChevronStart,
  IconClose,
  IconHeart,
  IconMenu,
  IconPhone,
  IconSearch,
  IconShield,
  IconTruck,
  IconUser,
  type IconProps,
} from './Icon';
export { Inline, type InlineProps } from './Inline';
export { InlineAlert, type InlineAlertProps } from './InlineAlert';
export { LazyImage, type LazyImageProps } from './LazyImage';
export { localValue, type LocalValue } from './localValue';
export { Link, type LinkProps } from './Link';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';
export { NumberField, type NumberFieldProps } from './NumberField';
export {
  CartOverlay,
  FilterOverlay,
  LoginPopup,
  MenuOverlay,
  OrderOverlay,
  SearchOverlay,
  type OverlayProps,
  type SearchOverlayProps,
} from './Overlays';
export {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE_BUTTONS,
  pageCount,
  Pagination,
  paginationProblem,
  pageWindow,
  type PageWindowEntry,
  type PaginationProps,
} from './Pagination';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export {
  checkPhoneNumber,
  DEFAULT_PHONE_COUNTRY,
  normalizeDigits,
  OPEN_UPWARD_BELOW_PX,
  PHONE_MAX_INPUT_LENGTH,
  phoneCountries,
  PhoneInput,
  sanitizePhoneInput,
  type CountryCode,
  type PhoneCheck,
  type PhoneCountry,
  type PhoneInputProps,
  type PhoneProblem,
} from './PhoneInput';
export { FormPost, HiddenFields, type FormTarget } from './FormPost';
export { FragmentButton, type FragmentButtonProps } from './FragmentButton';
export { discountPercent, Price, type PriceProps } from './Price';
export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard';
export { PageLinks, type PageLinksProps } from './PageLinks';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
export {
  GridColumns,
  ProductList,
  type GridColumnsProps,
  type ProductListProps,
} from './ProductList';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { UiProvider, type UiProviderProps } from './provider';
export {
  Radio,
  RadioCard,
  RadioGroup,
  type RadioCardProps,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup';
export { pageScroll, Rail, railEdges, type RailProps } from './Rail';
export { RangeSlider, type RangeSliderProps } from './RangeSlider';
export { SearchField, type SearchFieldProps } from './SearchField';
export {
  easeInOutCubic,
  SCROLL_DURATION_MS,
  scrollPositionAt,
  scrollToTarget,
  type ScrollToOptions,
} from './scrollTo';
export { Select, type SelectOption, type SelectProps } from './Select';
export {
  createShopperActionsSource,
  ShopperActionsProvider,
  useShopperActions,
  type AddToCartOutcome,
  type ShopperActions,
  type ShopperActionsSource,
  type WithMessages,
  type WonCoupon,
} from './ShopperActions';
export {
  AlertDialog,
  closesOnRelease,
  DRAG_CLOSE_RATIO,
  FLICK_MS,
  resolvePlacement,
  Sheet,
  SMALL_SCREEN_QUERY,
  useSmallScreen,
  type AlertDialogProps,
  type SheetPlacement,
  type SheetProps,
} from './Sheet';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Slider, type SliderFormatter, type SliderProps } from './Slider';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  landingAngle,
  segmentAt,
  SpinningWheel,
  WHEEL_DURATION_MS,
  WHEEL_MIN_ITEMS,
  WHEEL_TURNS,
  wheelProblem,
  type SpinningWheelProps,
  type WheelItem,
} from './SpinningWheel';
export { Stack, type StackProps } from './Stack';
export { Switch, type SwitchProps } from './Switch';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './Tabs';
export { TagGroup, type TagGroupProps, type TagItem } from './TagGroup';
export { Text, type TextProps } from './Text';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { ToastRegion, type ToastRegionProps } from './Toast';
// The queue is a module of its own, so code that only queues toasts does not bring the region.
export {
  createToastQueue,
  readingTimeMs,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
  type ToastQueue,
  type ToastQueueOptions,
  type ToastTone,
} from './Toast/toastQueue';
export { Tooltip, type TooltipProps } from './Tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';

// Commerce sections: whole parts of the shop's screens, composed from the components above.
export * from './sections/shell';
export * from './sections/content';
export * from './sections/catalogue';
export * from './sections/product';
export * from './sections/cart';
export * from './sections/checkout';
export * from './sections/account';
export * from './sections/auth';
export {
  checkEmail,
  checkFirstName,
  checkLastName,
  checkPasswordsMatch,
  useFieldRules,
} from './validation';
