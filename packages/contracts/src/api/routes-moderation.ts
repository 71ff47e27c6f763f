// Generated from the endpoint table by scripts/gen-routes.ts; do not edit (routes.test.ts checks it).
/**
 * Method and path of each endpoint without its schemas, for clients that must stay small.
 * Reports, takedowns and the staff screens (tag Moderation).
 */
export const MODERATION_ROUTES = {
  createGenre: { method: 'POST', path: '/api/genres' },
  renameGenre: { method: 'PUT', path: '/api/genres/{genre}' },
  deleteGenre: { method: 'DELETE', path: '/api/genres/{genre}' },
  mergeTag: { method: 'POST', path: '/api/tags/{tag}/merge' },
  createReport: { method: 'POST', path: '/api/reports' },
  reportQueue: { method: 'GET', path: '/api/moderation/reports' },
  resolveReport: { method: 'POST', path: '/api/moderation/reports/{id}/resolve' },
  changeContentRating: { method: 'PUT', path: '/api/moderation/novels/{id}/content-rating' },
  listStaff: { method: 'GET', path: '/api/moderation/roles' },
  changeRole: { method: 'PUT', path: '/api/moderation/roles' },
  liftSuspension: { method: 'DELETE', path: '/api/moderation/users/{id}/suspension' },
  auditLog: { method: 'GET', path: '/api/moderation/audit' },
  createTakedown: { method: 'POST', path: '/api/takedowns' },
  counterNotice: { method: 'POST', path: '/api/takedowns/{id}/counter-notice' },
  takedownQueue: { method: 'GET', path: '/api/moderation/takedowns' },
  actOnTakedown: { method: 'POST', path: '/api/moderation/takedowns/{id}/act' },
} as const;

export type ModerationRouteName = keyof typeof MODERATION_ROUTES;
