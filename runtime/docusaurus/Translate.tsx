// `@docusaurus/Translate` and `translate()`: the site has one locale, so a message is its own
// text, with `{name}` placeholders filled from `values` as Docusaurus's interpolation does.
import { Fragment, type ReactNode } from 'react';
import Interpolate from './Interpolate.tsx';

export interface TranslateProps {
  children?: ReactNode;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}

export default function Translate({ children, values }: TranslateProps) {
  if (typeof children !== 'string') return <Fragment>{children}</Fragment>;
  return <Interpolate values={values}>{children}</Interpolate>;
}

/** The message with its `{name}` placeholders replaced by the string values given. */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
