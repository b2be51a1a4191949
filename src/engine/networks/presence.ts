/** How a network shows up outside its posts: on bio pages and in media resize's sizes. */

/** A network's link on a bio page (`socialUrls.<id>`, https://www.ayrshare.com/docs/apis/links/create-link). */
export interface BioLink {
	/** Its place in the page's list of social links, counted from 0. */
	position: number;
	/** The link's text on the page and its field's name in the node. */
	label: string;
	/** The host of its profile addresses, as the node's placeholder shows (`https://<host>/acme`). */
	host: string;
}

/** One `platform` value of `POST /media/resize` (today's docs, "Platform Options"). */
export interface ResizePreset {
	/** The wire value of `platform`. */
	value: string;
	/** Its name in the node's Size list, before the size. */
	label: string;
	width: number;
	height: number;
	/** The node's Size starts on this one. */
	nodeDefault?: true;
}
