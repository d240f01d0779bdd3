// A page with words of its own: its scope is `page:contact`.
import { ContactForm } from '../../../components/ContactForm';

export default function Contact() {
  return <ContactForm />;
}
