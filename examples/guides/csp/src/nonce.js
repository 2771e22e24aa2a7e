// The nonce of the <script> tag that loaded this bundle, for the tags webpack adds.
__webpack_nonce__ = document.currentScript.nonce;
