// `@docusaurus/renderRoutes`: react-router-config's renderRoutes, as Docusaurus gives it to the
// component of a route with nested routes (`renderRoutes(props.route.routes)`). sfpdocs builds each
// nested route as a page of its own, its parents wrapping it (compiler/passes/add-plugin-routes.ts):
// a parent's `route.routes` holds only the route of the page being built, which is the one to render.
import { createElement, type ComponentType, type ReactElement } from 'react';

export interface RouteConfig {
  path?: string;
  exact?: boolean;
  component?: ComponentType<any>;
  routes?: RouteConfig[];
}

export default function renderRoutes(routes: RouteConfig[] | undefined, extraProps: Record<string, unknown> = {}): ReactElement | null {
  const route = routes?.find((candidate) => candidate.component);
  return route?.component ? createElement(route.component, { ...extraProps, route }) : null;
}
