/**
 * Pages of the signed-in app that signed-out visitors may open too (a public song): the route
 * says so in its `staticData`, and the app layout then shows it instead of sending the visitor
 * to sign in. What the page reveals is up to the server (a private song is a 404 signed out).
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    openToAll?: boolean;
  }
}

export const OPEN_TO_ALL = { openToAll: true } as const;
