/**
 * Route tests drive the server with the same cookie-keeping client the demo seed uses:
 * like a browser tab, it keeps the session cookie and sends the CSRF token.
 */
export { ApiClient as TestClient, type ApiResponse as TestResponse } from '../http/api-client.js';
