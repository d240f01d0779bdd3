export { GuestCartPrompt, type GuestCartPromptProps } from './GuestCartPrompt';
