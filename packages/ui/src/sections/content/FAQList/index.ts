export { FAQList, type FAQListProps, type FaqView } from './FAQList';
