import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { nextFreeSlot } from '../../src/engine/scheduling';
import type { SlotCursor } from './triggers/slot/cursor';
import { currentCursor, moveCursor } from './triggers/slot/cursor';
import { SLOT_TRIGGER_SUBTITLE, slotTriggerProperties } from './triggers/slot/description';
import { longestPollGapMs } from './triggers/slot/pollInterval';
import { readSlotSchedule } from './triggers/slot/schedule';
import type { MissedSlots } from './triggers/slot/slots';
import { dueSlots, slotItem } from './triggers/slot/slots';

// A poll may start a moment after its cron time; within this it still counts as on time.
const LATE_GRACE_MS = 5_000;

export class SocialPublishingSlotTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Slot Trigger',
		name: 'socialPublishingSlotTrigger',
		icon: {
			light: 'file:socialPublishingSlotTrigger.svg',
			dark: 'file:socialPublishingSlotTrigger.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		// Used as is: a codex link gets n8n's tracking query appended after its #anchor.
		documentationUrl:
			'https://github.com/social-publishing/n8n-nodes-social-publishing#the-slot-trigger',
		subtitle: SLOT_TRIGGER_SUBTITLE,
		description: 'Starts the workflow at each slot of an auto-schedule (daily UTC times)',
		defaults: { name: 'Social Publishing Slot Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		properties: slotTriggerProperties,
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const schedule = readSlotSchedule.call(this);
		const now = Date.now();

		// "Test step" in the editor: show what the next slot will look like; keep the cursor as is.
		if (this.getMode() === 'manual') {
			const next = nextFreeSlot(schedule.compiled, { now });
			return [[{ json: slotItem(schedule, next, { late: false, preview: true }) }]];
		}

		const state = this.getWorkflowStaticData('node') as SlotCursor;
		const cursor = currentCursor(state, schedule.fingerprint);
		if (cursor === undefined) {
			// First poll, or the schedule was edited: slots already past are not fired.
			moveCursor(state, now, schedule.fingerprint);
			return null;
		}

		const missed = this.getNodeParameter('missedSlots', 'catchUp') as MissedSlots;
		const slots = dueSlots(schedule.compiled, cursor, now, missed);
		if (slots.length === 0) return null;

		// Moved before returning: n8n saves static data as it starts the execution.
		moveCursor(state, slots[slots.length - 1], schedule.fingerprint);
		const lateAfterMs = longestPollGapMs(this.getNodeParameter('pollTimes', {})) + LATE_GRACE_MS;
		return [
			slots.map((slot) => ({ json: slotItem(schedule, slot, { late: now - slot > lateAfterMs }) })),
		];
	}
}
