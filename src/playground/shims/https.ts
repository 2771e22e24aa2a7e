/** Node.js's `https` in the playground worker: no server, no network (see ../no-network.ts). */
import { noNetwork } from '../no-network';

const https = noNetwork('https');
export const { createServer, request, get } = https;
export default https;
