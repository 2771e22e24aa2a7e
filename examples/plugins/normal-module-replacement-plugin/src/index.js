import { apiUrl } from './config.js';
import log from './logger.js';

log(`Talking to ${apiUrl}`);
