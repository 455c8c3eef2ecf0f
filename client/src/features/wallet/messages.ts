import type { MessageDescriptor } from 'react-intl';
import type { GradingService, LedgerType, PaymentCurrency, PaymentProvider, ReferralStatus } from '@app/shared';
import { defineMessages } from '../../i18n/define-messages';

export const walletMessages = defineMessages({
  login: { id: 'wallet.common.login' },
});

export const balanceMessages = defineMessages({
  title: { id: 'wallet.balance.title' },
  subtitle: { id: 'wallet.balance.subtitle' },
  loginPrompt: { id: 'wallet.balance.loginPrompt' },
  balanceLabel: { id: 'wallet.balance.balanceLabel' },
  deposit: { id: 'wallet.balance.deposit' },
  plans: { id: 'wallet.balance.plans' },
  invite: { id: 'wallet.balance.invite' },
});

export const ledgerMessages = defineMessages({
  title: { id: 'wallet.transactions.title' },
  empty: { id: 'wallet.transactions.empty' },
  date: { id: 'wallet.transactions.date' },
  type: { id: 'wallet.transactions.type' },
  amount: { id: 'wallet.transactions.amount' },
  notes: { id: 'wallet.transactions.notes' },
});

export const ledgerTypeMessages: Record<LedgerType, MessageDescriptor> = defineMessages({
  purchase: { id: 'wallet.transactionType.purchase' },
  deposit: { id: 'wallet.transactionType.deposit' },
  email_verification_reward: { id: 'wallet.transactionType.emailVerificationReward' },
  refund: { id: 'wallet.transactionType.refund' },
  admin_deposit: { id: 'wallet.transactionType.adminDeposit' },
  admin_deduction: { id: 'wallet.transactionType.adminDeduction' },
  test: { id: 'wallet.transactionType.test' },
  referral_bonus: { id: 'wallet.transactionType.referralBonus' },
});

/** What a ledger row paid for (see ledger-notes.ts). */
export const ledgerNoteMessages = defineMessages({
  plan: { id: 'wallet.ledgerNote.plan' },
  payment: { id: 'wallet.ledgerNote.payment' },
  report: { id: 'wallet.ledgerNote.report' },
  grading: { id: 'wallet.ledgerNote.grading' },
  referral: { id: 'wallet.ledgerNote.referral' },
  referralPair: { id: 'wallet.ledgerNote.referralPair' },
  emailVerification: { id: 'wallet.ledgerNote.emailVerification' },
  classExam: { id: 'wallet.ledgerNote.classExam' },
});

export const gradingServiceMessages: Record<GradingService, MessageDescriptor> = defineMessages({
  score: { id: 'wallet.gradingService.score' },
  simple_comments: { id: 'wallet.gradingService.simpleComments' },
  vip_comments: { id: 'wallet.gradingService.vipComments' },
});

export const depositMessages = defineMessages({
  title: { id: 'wallet.deposit.title' },
  method: { id: 'wallet.deposit.method' },
  helpOffline: { id: 'wallet.deposit.helpOffline' },
  helpCard: { id: 'wallet.deposit.helpCard' },
  helpStore: { id: 'wallet.deposit.helpStore' },
  currency: { id: 'wallet.deposit.currency' },
  coins: { id: 'wallet.deposit.coins' },
  coinsInvalid: { id: 'wallet.deposit.coinsInvalid' },
  days: { id: 'wallet.deposit.days' },
  dayCount: { id: 'wallet.deposit.dayCount' },
  summaryCoins: { id: 'wallet.deposit.summaryCoins' },
  summaryPrice: { id: 'wallet.deposit.summaryPrice' },
  summaryFee: { id: 'wallet.deposit.summaryFee' },
  summaryTotal: { id: 'wallet.deposit.summaryTotal' },
  cardRedirect: { id: 'wallet.deposit.cardRedirect' },
  submit: { id: 'wallet.deposit.submit' },
  cancel: { id: 'wallet.deposit.cancel' },
  pendingTitle: { id: 'wallet.deposit.pendingTitle' },
  pendingNote: { id: 'wallet.deposit.pendingNote' },
  storeTitle: { id: 'wallet.deposit.storeTitle' },
  storeCode: { id: 'wallet.deposit.storeCode' },
  storeExpiry: { id: 'wallet.deposit.storeExpiry' },
  storeNote: { id: 'wallet.deposit.storeNote' },
  done: { id: 'wallet.deposit.done' },
  unavailable: { id: 'wallet.deposit.unavailable' },
  bankTitle: { id: 'wallet.deposit.bankTitle' },
  bankName: { id: 'wallet.deposit.bankName' },
  bankAccountName: { id: 'wallet.deposit.bankAccountName' },
  bankAccountNumber: { id: 'wallet.deposit.bankAccountNumber' },
  bankNote: { id: 'wallet.deposit.bankNote' },
});

/** Back from card checkout (card-return.tsx). */
export const cardReturnMessages = defineMessages({
  paid: { id: 'wallet.cardReturn.paid' },
  pending: { id: 'wallet.cardReturn.pending' },
  check: { id: 'wallet.cardReturn.check' },
  cancelled: { id: 'wallet.cardReturn.cancelled' },
});

/** Deposits still open (pending-payments.tsx). */
export const pendingMessages = defineMessages({
  title: { id: 'wallet.pending.title' },
  storeCode: { id: 'wallet.pending.storeCode' },
  continueCard: { id: 'wallet.pending.continueCard' },
  cardWaiting: { id: 'wallet.pending.cardWaiting' },
  offline: { id: 'wallet.pending.offline' },
});

export const providerMessages: Record<PaymentProvider, MessageDescriptor> = defineMessages({
  bank_transfer: { id: 'wallet.provider.bankTransfer' },
  check: { id: 'wallet.provider.check' },
  cash: { id: 'wallet.provider.cash' },
  card: { id: 'wallet.provider.card' },
  convenience_store: { id: 'wallet.provider.convenienceStore' },
});

export const currencyMessages: Record<PaymentCurrency, MessageDescriptor> = defineMessages({
  TWD: { id: 'wallet.currency.twd' },
  RMB: { id: 'wallet.currency.rmb' },
  USD: { id: 'wallet.currency.usd' },
});

/** What to do after choosing a method an admin confirms; card and convenience store have their own screens. */
export const offlineInstructionMessages: Partial<Record<PaymentProvider, MessageDescriptor>> = defineMessages({
  bank_transfer: { id: 'wallet.deposit.instructionsBankTransfer' },
  check: { id: 'wallet.deposit.instructionsCheck' },
  cash: { id: 'wallet.deposit.instructionsCash' },
});

export const planMessages = defineMessages({
  title: { id: 'wallet.plans.title' },
  subtitle: { id: 'wallet.plans.subtitle' },
  aboutPro: { id: 'wallet.plans.aboutPro' },
  allPlans: { id: 'wallet.plans.allPlans' },
  proTitle: { id: 'wallet.plans.proTitle' },
  proSubtitle: { id: 'wallet.plans.proSubtitle' },
  empty: { id: 'wallet.plans.empty' },
  kindFree: { id: 'wallet.plans.kindFree' },
  kindSat: { id: 'wallet.plans.kindSat' },
  kindPro: { id: 'wallet.plans.kindPro' },
  cardTitle: { id: 'wallet.plans.cardTitle' },
  months: { id: 'wallet.plans.months' },
  lifetime: { id: 'wallet.plans.lifetime' },
  priceFree: { id: 'wallet.plans.priceFree' },
  priceInMoney: { id: 'wallet.plans.priceInMoney' },
  featureUnlimited: { id: 'wallet.plans.featureUnlimited' },
  featureDailyFull: { id: 'wallet.plans.featureDailyFull' },
  featureDailySection: { id: 'wallet.plans.featureDailySection' },
  featureNoAds: { id: 'wallet.plans.featureNoAds' },
  featurePriority: { id: 'wallet.plans.featurePriority' },
  featureReports: { id: 'wallet.plans.featureReports' },
  featureProFreeReport: { id: 'wallet.plans.featureProFreeReport' },
  featureDiscount: { id: 'wallet.plans.featureDiscount' },
  activeBadge: { id: 'wallet.plans.activeBadge' },
  extendNote: { id: 'wallet.plans.extendNote' },
  buy: { id: 'wallet.plans.buy' },
  yourPlan: { id: 'wallet.plans.yourPlan' },
  freePlan: { id: 'wallet.plans.freePlan' },
  proUntil: { id: 'wallet.plans.proUntil' },
  proLifetime: { id: 'wallet.plans.proLifetime' },
  satUntil: { id: 'wallet.plans.satUntil' },
  allowance: { id: 'wallet.plans.allowance' },
  confirmTitle: { id: 'wallet.purchase.confirmTitle' },
  confirmPrice: { id: 'wallet.purchase.price' },
  confirmBalance: { id: 'wallet.purchase.balance' },
  confirmRemaining: { id: 'wallet.purchase.remaining' },
  confirmExtend: { id: 'wallet.purchase.extend' },
  confirmButton: { id: 'wallet.purchase.confirm' },
  purchased: { id: 'wallet.purchase.done' },
  purchasedUntil: { id: 'wallet.purchase.doneUntil' },
  insufficientTitle: { id: 'wallet.purchase.insufficientTitle' },
  insufficientBody: { id: 'wallet.purchase.insufficientBody' },
  insufficientDetail: { id: 'wallet.purchase.insufficientDetail' },
  depositCta: { id: 'wallet.purchase.depositCta' },
});

export const invitationMessages = defineMessages({
  title: { id: 'wallet.invitation.title' },
  subtitle: { id: 'wallet.invitation.subtitle' },
  linkLabel: { id: 'wallet.invitation.linkLabel' },
  codeLabel: { id: 'wallet.invitation.codeLabel' },
  copyLink: { id: 'wallet.invitation.copyLink' },
  copyCode: { id: 'wallet.invitation.copyCode' },
  copied: { id: 'wallet.invitation.copied' },
  usedCode: { id: 'wallet.invitation.usedCode' },
  rewardsTitle: { id: 'wallet.invitation.rewardsTitle' },
  pending: { id: 'wallet.invitation.pending' },
  completed: { id: 'wallet.invitation.completed' },
  exchangeable: { id: 'wallet.invitation.exchangeable' },
  nextReward: { id: 'wallet.invitation.nextReward' },
  exchange: { id: 'wallet.invitation.exchange' },
  exchanged: { id: 'wallet.invitation.exchanged' },
  howTitle: { id: 'wallet.invitation.howTitle' },
  how1: { id: 'wallet.invitation.how1' },
  how2: { id: 'wallet.invitation.how2' },
  how3: { id: 'wallet.invitation.how3' },
  listTitle: { id: 'wallet.invitation.listTitle' },
  listEmpty: { id: 'wallet.invitation.listEmpty' },
  colFriend: { id: 'wallet.invitation.colFriend' },
  colStatus: { id: 'wallet.invitation.colStatus' },
  colDate: { id: 'wallet.invitation.colDate' },
  unregistered: { id: 'wallet.invitation.unregistered' },
});

export const referralStatusMessages: Record<ReferralStatus, MessageDescriptor> = defineMessages({
  pending: { id: 'wallet.referralStatus.pending' },
  completed: { id: 'wallet.referralStatus.completed' },
  invalid: { id: 'wallet.referralStatus.invalid' },
});

export const reportMessages = defineMessages({
  unlock: { id: 'wallet.report.unlock' },
  title: { id: 'wallet.report.title' },
  choose: { id: 'wallet.report.choose' },
  useAllowance: { id: 'wallet.report.useAllowance' },
  useProFree: { id: 'wallet.report.useProFree' },
  useCoins: { id: 'wallet.report.useCoins' },
  confirm: { id: 'wallet.report.confirm' },
  unlocked: { id: 'wallet.report.unlocked' },
});
