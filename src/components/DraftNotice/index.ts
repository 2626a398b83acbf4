export { DraftNotice, type DraftNoticeProps } from './DraftNotice';
