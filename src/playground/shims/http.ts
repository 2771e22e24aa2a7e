/** Node.js's `http` in the playground worker: no server, no network (see ../no-network.ts). */
import { noNetwork } from '../no-network';

const http = noNetwork('http');
export const { createServer, request, get } = http;
export default http;
