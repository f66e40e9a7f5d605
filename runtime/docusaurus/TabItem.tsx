// `@theme/TabItem`: one tab of <Tabs>. Tabs reads its props and draws the tab and the panel
// around it, so an item may also be a site's own component that takes a `value`.
import type { ReactNode } from 'react';

export interface TabItemProps {
  children?: ReactNode;
  value: string;
  /** The tab's text; default: the value. */
  label?: ReactNode;
  /** Shown first when <Tabs> has no defaultValue. */
  default?: boolean;
  /** Attributes of the tab itself. */
  attributes?: Record<string, unknown>;
  /** Class of the panel. */
  className?: string;
}

export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
