export {
  NewsletterForm,
  type NewsletterAction,
  type NewsletterFormProps,
  type NewsletterResult,
  type NewsletterStatus,
} from './NewsletterForm';
