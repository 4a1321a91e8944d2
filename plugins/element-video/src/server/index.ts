import { defineServer } from '@quire/plugin-sdk/server';
import { videoXapiStatements } from './video-xapi-statements.js';

/** The video plugin's server part: the xAPI statements of the learner player's events. */
export const videoServer = defineServer({ xapiStatements: [videoXapiStatements] });

export default videoServer;
