export { StatusPill, type StatusPillProps, type StatusTone } from './StatusPill';
