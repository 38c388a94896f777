// Stands in for the "server-only" guard package when tests import server modules.
export {};
