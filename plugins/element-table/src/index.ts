/**
 * @quire/plugin-element-table: tables of rows and header or data cells, with table
 * repair. This entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { TABLE_ELEMENTS } from './common/table-elements.js';

export * from './common/table-kinds.js';
export * from './common/table-schemas.js';
export { MAX_REPAIRED_TABLE_COLUMNS, repairTable, rowWidths } from './common/repair-table.js';

/** @public */
export const tablePlugin: PluginManifest = definePlugin({ id: 'element-table', elements: TABLE_ELEMENTS });

export default tablePlugin;
