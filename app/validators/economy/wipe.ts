import vine from '@vinejs/vine'

/** A wipe the staff announce (`web.wipes.edit`): server, moment (UTC), optional news post. */
export const createWipeValidator = vine.create({
  serverId: vine.number().withoutDecimals().positive().exists({ table: 'servers', column: 'id' }),
  wipeAt: vine.date({ formats: { utc: true } }).afterOrEqual('today'),
  documentId: vine
    .number()
    .withoutDecimals()
    .positive()
    .exists({ table: 'documents', column: 'id' })
    .nullable()
    .optional(),
})
