/**
 * Analytics (Google Analytics 4) is off unless the build gets a measurement id:
 *
 *   ANALYTICS_ID=G-XXXXXXXXXX npm run build
 *
 * With it, pages load the provider's script once they are interactive and report each page view,
 * client navigations included (src/client/analytics/). Without it nothing of it is in the build.
 */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,}$/;

export function analyticsId(env: NodeJS.ProcessEnv = process.env): string | null {
  const id = env.ANALYTICS_ID?.trim() ?? '';
  if (!id) return null;
  if (!MEASUREMENT_ID.test(id)) {
    throw new Error(
      `ANALYTICS_ID is "${id}", which is not a Google Analytics measurement id ("G-" then capital letters or digits, as in G-1A2B3C4D5E). Fix it, or unset ANALYTICS_ID to build without analytics.`,
    );
  }
  return id;
}
