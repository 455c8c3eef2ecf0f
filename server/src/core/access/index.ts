/**
 * Every "may this caller see or change this object" rule, in one place. Modules ask here instead of one
 * another: roles, ownership (authorize), owned content and the library, links between people, attempts
 * and results.
 */
export * from './roles';
export * from './authorize';
export * from './content';
export * from './people';
export * from './results';
export * from './orders';
export * from './classes';
export * from './courses';
