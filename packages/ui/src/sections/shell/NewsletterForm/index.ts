export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterResult,
  type NewsletterStatus,
} from './NewsletterForm';
