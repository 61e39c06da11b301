import type { ReactNode } from 'react';
import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';

/** Props of `OrdersLoginGate`. */
export interface OrdersLoginGateProps {
  /** Text of the login prompt shown when logged out. */
  prompt: string;
  /** What a logged-in customer sees; mounted afresh on each login. */
  children: ReactNode;
}

/**
 * Shows its children to a logged-in customer and the login prompt otherwise (also when a 401 has
 * just logged the browser out). The server cannot know the login state, so it renders the prompt.
 */
export default function OrdersLoginGate({ prompt, children }: OrdersLoginGateProps) {
  const isLoggedIn = useIsLoggedIn();
  return isLoggedIn ? children : <LoginPrompt text={prompt} />;
}
