import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import type { StatusFilter } from './queries';

// Texts of the admin payments page (/admin/payments). Provider and currency names come from the wallet.

export const pageMessages = defineMessages({
  title: { id: 'adminPayments.page.title' },
  status: { id: 'adminPayments.page.status' },
  emptyPending: { id: 'adminPayments.page.emptyPending' },
});

export const tableMessages = defineMessages({
  colId: { id: 'adminPayments.table.colId' },
  colUser: { id: 'adminPayments.table.colUser' },
  colProvider: { id: 'adminPayments.table.colProvider' },
  colAmount: { id: 'adminPayments.table.colAmount' },
  colCoins: { id: 'adminPayments.table.colCoins' },
  colCreated: { id: 'adminPayments.table.colCreated' },
  colExpires: { id: 'adminPayments.table.colExpires' },
  colStatus: { id: 'adminPayments.table.colStatus' },
  colActions: { id: 'adminPayments.table.colActions' },
  user: { id: 'adminPayments.table.user' },
  confirm: { id: 'adminPayments.table.confirm' },
  storeCode: { id: 'adminPayments.table.storeCode' },
});

export const confirmMessages = defineMessages({
  title: { id: 'adminPayments.confirm.title' },
  intro: { id: 'adminPayments.confirm.intro' },
  user: { id: 'adminPayments.confirm.user' },
  provider: { id: 'adminPayments.confirm.provider' },
  amount: { id: 'adminPayments.confirm.amount' },
  coins: { id: 'adminPayments.confirm.coins' },
  received: { id: 'adminPayments.confirm.received' },
  receivedHelp: { id: 'adminPayments.confirm.receivedHelp' },
  receivedFormat: { id: 'adminPayments.confirm.receivedFormat' },
  submit: { id: 'adminPayments.confirm.submit' },
  done: { id: 'adminPayments.confirm.done' },
});

export const statusMessages: Record<StatusFilter, MessageDescriptor> = defineMessages({
  pending: { id: 'adminPayments.status.pending' },
  paid: { id: 'adminPayments.status.paid' },
  expired: { id: 'adminPayments.status.expired' },
  cancelled: { id: 'adminPayments.status.cancelled' },
  all: { id: 'adminPayments.status.all' },
});
