/** The lifecycle of owned content: draft, publish, duplicate, delete, locked once taken. */
export { contentLifecycle, type ContentKind, type ContentLifecycle } from './lifecycle';
export { copyTitle, guardTitle, hasTaken, titleExists } from './errors';
export type { ContentOwner, OwnedRecord } from './owned';
export { ownedListWhere, ownedRows, type OwnedFilters, type OwnedRows, type OwnedTable } from './owned.repository';
export { toOwnedFieldsDto } from './owned.mapper';
export { questionIsTaken } from './taken';
export { lifecyclePaths, ownedFields, type LifecycleDoc } from './content.openapi';
