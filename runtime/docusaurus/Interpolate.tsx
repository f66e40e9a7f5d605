// `@docusaurus/Interpolate`: a string whose `{name}` placeholders take values that may be elements.
import { Fragment, type ReactNode } from 'react';

export interface InterpolateProps {
  children: string;
  values?: Record<string, ReactNode>;
}

export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name && values && name in values ? values[name] : part}</Fragment>;
  });
}

export default function Interpolate({ children, values }: InterpolateProps) {
  return <>{interpolate(children, values)}</>;
}
