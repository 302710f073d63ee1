import 'server-only';
export * from './auth';
export * from './audit-log';
export * from './request-log';
export * from './rate-budget';
export * from './imports';
export * from './directory';
export * from './stored-copies';
export * from './console-settings';
