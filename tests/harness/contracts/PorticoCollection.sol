// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Portico Collection
/// @notice A minimal mintable ERC-721 for Portico's local test chains. Anyone may mint; token ids
/// start at 1. `tokenURI` is on-chain: `data:application/json;base64,...` whose `image` is an SVG
/// `data:` URI, so that the service fetches metadata and images without any outside host.
contract PorticoCollection {
    string public name;
    string public symbol;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "PCOL: unknown token");
        return owner;
    }

    /// @notice Mints the next token to `to`; returns its id.
    function mint(address to) external returns (uint256) {
        return _mint(to);
    }

    /// @notice Mints `count` tokens to `to` in one transaction (one Transfer event each).
    function mintBatch(address to, uint256 count) external {
        for (uint256 index = 0; index < count; index++) _mint(to);
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "PCOL: not allowed");
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "PCOL: wrong owner");
        require(to != address(0), "PCOL: transfer to the zero address");
        require(msg.sender == owner || getApproved[tokenId] == msg.sender || isApprovedForAll[owner][msg.sender], "PCOL: not allowed");
        delete getApproved[tokenId];
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        transferFrom(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata) external {
        transferFrom(from, to, tokenId);
    }

    /// @notice Burns a token its owner holds.
    function burn(uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner, "PCOL: not allowed");
        delete getApproved[tokenId];
        balanceOf[owner] -= 1;
        delete owners[tokenId];
        emit Transfer(owner, address(0), tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _decimal(tokenId);
        string memory label = string.concat(name, " #", id);
        bytes memory image = abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
            '<rect width="256" height="256" fill="hsl(', _decimal((tokenId * 47) % 360), ',70%,55%)"/>',
            '<text x="128" y="150" font-family="sans-serif" font-size="72" text-anchor="middle" fill="#fff">#', id, "</text></svg>"
        );
        bytes memory json = abi.encodePacked(
            '{"name":"', label, '","description":"Token ', id, " of ", name, ', a test collection of Portico.",',
            '"image":"data:image/svg+xml;base64,', _base64(image), '"}'
        );
        return string.concat("data:application/json;base64,", _base64(json));
    }

    function _mint(address to) private returns (uint256 tokenId) {
        require(to != address(0), "PCOL: mint to the zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }

    function _base64(bytes memory data) private pure returns (string memory) {
        bytes memory alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        bytes memory text = new bytes(4 * ((data.length + 2) / 3));
        uint256 out;
        for (uint256 index = 0; index < data.length; index += 3) {
            uint256 chunk = uint256(uint8(data[index])) << 16;
            if (index + 1 < data.length) chunk |= uint256(uint8(data[index + 1])) << 8;
            if (index + 2 < data.length) chunk |= uint256(uint8(data[index + 2]));
            text[out++] = alphabet[(chunk >> 18) & 63];
            text[out++] = alphabet[(chunk >> 12) & 63];
            text[out++] = index + 1 < data.length ? alphabet[(chunk >> 6) & 63] : bytes1("=");
            text[out++] = index + 2 < data.length ? alphabet[chunk & 63] : bytes1("=");
        }
        return string(text);
    }
}
