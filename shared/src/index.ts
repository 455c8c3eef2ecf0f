export * from './roles';
export * from './errors';
export * from './locale';
export * from './constants';
export * from './dto/user';
export * from './dto/tenant';
export * from './dto/notification';
export * from './dto/paged';
