import dynamic from 'next/dynamic';
import type { MessagePopupProps } from './MessagePopup';

const MessagePopup = dynamic(() => import('./MessagePopup'), { ssr: false });

/**
 * `MessagePopup`, loaded only when first opened: the dialog code never weighs on a page's first visit.
 * Same props; renders nothing while closed.
 */
export default function LazyMessagePopup(props: MessagePopupProps) {
  if (!props.open) return null;
  return <MessagePopup {...props} />;
}
