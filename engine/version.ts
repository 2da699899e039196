/** Bumped whenever the same setup and actions could lead to a different state. Saves record it. */
export const ENGINE_VERSION = '1.1.0';
