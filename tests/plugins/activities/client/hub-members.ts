/** Members of the hub's test server that start with points (run-hub-server.ts). */
export const HUB_FUNDED = ['G89900001', 'G89900002', 'G89900003'] as const;
export const HUB_FUNDS = 2000;
