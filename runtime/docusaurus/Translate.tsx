// `@docusaurus/Translate` and `translate()`: a message in the reader's locale, from the locale's
// code translations (its `code.json`, by `id`, else by the message itself, as Docusaurus keys
// them), else the message as written; `{name}` placeholders are filled from `values` as
// Docusaurus's interpolation does.
import { Fragment, type ReactNode } from 'react';
import Interpolate from './Interpolate.tsx';
import { codeTranslations, useSite } from '../theme/SiteContext.ts';

export interface TranslateProps {
  children?: ReactNode;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}

function messageOf(messages: Record<string, string> | undefined, id: string | undefined, message: string): string {
  const key = id ?? message;
  return messages && Object.prototype.hasOwnProperty.call(messages, key) ? messages[key]! : message;
}

export default function Translate({ children, id, values }: TranslateProps) {
  const messages = useSite().i18n?.messages;
  if (typeof children !== 'string') {
    // <Translate id="…" /> without a default message: the translation, else the id, as Docusaurus shows it.
    if (children === undefined && id) return <Interpolate values={values}>{messageOf(messages, id, id)}</Interpolate>;
    return <Fragment>{children}</Fragment>;
  }
  return <Interpolate values={values}>{messageOf(messages, id, children)}</Interpolate>;
}

/** The message in the reader's locale with its `{name}` placeholders replaced by the string values given. */
export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return messageOf(codeTranslations.current, id, message).replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
