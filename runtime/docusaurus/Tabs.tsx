// `@theme/Tabs`: Docusaurus's tabs (values, labels, `default`, `groupId`, `queryString`, `lazy`)
// for every reader. It is the WAI-ARIA tabs pattern with automatic activation (arrow keys,
// Home/End, roving tabindex), which the D-pad drives too; the server renders every panel, each
// under its label, and only with a script (`html.js`) are the unselected ones hidden (styles.css),
// so the page reads whole without JavaScript. The first client render equals the server's; a
// choice from the query string or a remembered group choice is applied in a layout effect after
// that, before the first paint. runtime/phone/tabs.js switches the same markup in the Gecko 48
// browser, where React never runs.
import { Children, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hooks } from '../../shared/hooks.ts';
import { replaceQuery } from '../router/replace-query.ts';
import { chooseTab, onTabChoice, rememberedTab } from './tab-choices.ts';
import type { TabItemProps } from './TabItem.tsx';

export interface TabValue {
  value: string;
  label?: ReactNode;
  /** Attributes of the tab itself (`className`, `data-*`…). */
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabsProps {
  children?: ReactNode;
  /** The tab shown first; `null` shows none until the reader picks one. Default: the `default` item, else the first. */
  defaultValue?: string | null;
  /** The tabs, when the children's own `value`/`label` props should not be used. */
  values?: readonly TabValue[];
  /** Tabs with the same group switch together and the choice is remembered. */
  groupId?: string;
  /** Keep the choice in the URL: `true` uses `?<groupId>=value`, a string names the parameter. */
  queryString?: boolean | string;
  /** Render only the selected panel. */
  lazy?: boolean;
  /** Tabs fill the width. */
  block?: boolean;
  className?: string;
}

type Item = ReactElement<TabItemProps>;

const steps: Record<string, number> = { ArrowRight: 1, Right: 1, ArrowLeft: -1, Left: -1 };

/** The TabItem children; MDX leaves line breaks between them, which are dropped. */
function tabItems(children: ReactNode, values: readonly TabValue[] | undefined): Item[] {
  return Children.toArray(children).filter((child): child is Item => {
    if (typeof child === 'string' && !child.trim()) return false;
    if (isValidElement<TabItemProps>(child) && child.props && typeof child.props === 'object' && 'value' in child.props) return true;
    if (values) return false;
    const type = isValidElement(child) ? child.type : null;
    const name = typeof type === 'string' ? type : typeof type === 'function' ? type.name || 'anonymous component' : typeof child === 'string' ? 'text' : String(type);
    throw new Error(`<Tabs> has a child that is not a <TabItem>: <${name}>. Every child of <Tabs> must be a <TabItem> with its own \`value\`, or give the tabs as <Tabs values={[…]}>.`);
  });
}

function checkValues(values: readonly TabValue[]): void {
  if (!values.length) throw new Error('<Tabs> needs at least one <TabItem>.');
  const seen = new Set<string>();
  const twice = values.filter((tab) => seen.size === seen.add(tab.value).size).map((tab) => `'${tab.value}'`);
  if (twice.length) throw new Error(`<Tabs> has the value ${[...new Set(twice)].join(', ')} more than once. Every <TabItem> needs a value of its own.`);
}

function firstValue(defaultValue: string | null | undefined, values: readonly TabValue[]): string | null {
  if (defaultValue === null) return null;
  if (defaultValue) {
    if (values.some((tab) => tab.value === defaultValue)) return defaultValue;
    throw new Error(`<Tabs> has defaultValue "${defaultValue}", but no <TabItem> has that value; the values are: ${values.map((tab) => tab.value).join(', ')}. Use defaultValue={null} to show no tab at first.`);
  }
  return (values.find((tab) => tab.default) ?? values[0]!).value;
}

/** The query parameter that holds the choice, as Docusaurus names it. */
export function tabQueryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return null;
  if (!groupId) throw new Error('<Tabs queryString> needs a groupId, which names the query parameter; or name the parameter yourself: queryString="my-param".');
  return groupId;
}

export default function Tabs({ children, defaultValue, values: valuesProp, groupId, queryString, lazy, block, className }: TabsProps) {
  const items = tabItems(children, valuesProp);
  const values = valuesProp ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes, default: props.default }));
  checkValues(values);
  const queryKey = tabQueryKey(queryString, groupId);
  const [selected, setSelected] = useState(() => firstValue(defaultValue, values));
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const valueList = values.map((tab) => tab.value).join('\n');

  useLayoutEffect(() => {
    const valid = valueList.split('\n');
    const wanted = [queryKey && new URLSearchParams(location.search).get(queryKey), groupId && rememberedTab(groupId)].find((v) => v && valid.includes(v));
    if (wanted) setSelected(wanted);
  }, [queryKey, groupId, valueList]);

  useEffect(() => {
    if (!groupId) return;
    const valid = valueList.split('\n');
    return onTabChoice(groupId, (value) => valid.includes(value) && setSelected(value));
  }, [groupId, valueList]);

  const select = (value: string, tab: HTMLElement) => {
    // Boxes of the group above this one may change height: the chosen tab stays where it was on
    // screen (as Docusaurus's useScrollPositionBlocker does), so every box is updated at once first.
    const top = tab.getBoundingClientRect().top;
    flushSync(() => {
      setSelected(value);
      if (groupId) chooseTab(groupId, value);
    });
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
    if (queryKey) replaceQuery(queryKey, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const at = tabs.indexOf(event.currentTarget);
    const step = steps[event.key];
    const next = step ? (at + step + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    tabs[next]!.focus();
    select(values[next]!.value, tabs[next]!);
  };

  const focusable = values.some((tab) => tab.value === selected) ? selected : values[0]!.value;
  return (
    <div className={['tabs', block ? 'tabs-block' : '', className ?? ''].filter(Boolean).join(' ')} data-sfp={hooks.tabs} data-group={groupId} data-query={queryKey ?? undefined}>
      <div role="tablist" aria-orientation="horizontal" className="tabs-list" ref={list}>
        {values.map((tab, i) => {
          const { className: extraClass, ...attributes } = (tab.attributes ?? {}) as { className?: string };
          return (
            <button
              {...attributes}
              key={tab.value}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              className={extraClass ? `tabs-tab ${extraClass}` : 'tabs-tab'}
              aria-selected={tab.value === selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={tab.value === focusable ? 0 : -1}
              data-value={tab.value}
              onClick={(event) => select(tab.value, event.currentTarget)}
              onKeyDown={onKeyDown}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {values.map((tab, i) => {
        const item = items.find((child) => child.props.value === tab.value);
        const shown = tab.value === selected;
        // A lazy panel that is not shown stays empty, and so stays hidden without a script too (styles.css: `:not(:empty)`).
        const content = item && (shown || !lazy);
        return (
          <div key={tab.value} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} className={item?.props.className ? `tabs-panel ${item.props.className}` : 'tabs-panel'} hidden={!shown} tabIndex={0}>
            {content ? <p className="tabs-panel-label">{tab.label ?? tab.value}</p> : null}
            {content ? item : null}
          </div>
        );
      })}
    </div>
  );
}
