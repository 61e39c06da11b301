import type { ReactNode } from 'react';

/** Props of `Fact`: its label, and the value with the `<dd>`'s own class and test id. */
export interface FactProps {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** One label and value of a facts list (`<dl>`): `<div><dt>label</dt><dd>value</dd></div>`. */
export default function Fact({ label, children, ...dd }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...dd}>{children}</dd>
    </div>
  );
}
